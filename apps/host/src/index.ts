// The async boundary lets Module Federation set up shared modules before any of them is used.
import('./bootstrap');
