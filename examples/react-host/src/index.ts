// The async boundary lets Module Federation set up shared React before the app uses it.
import('./bootstrap');
