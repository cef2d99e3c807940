/** Prints the name of the ui-kit CSS (packages/ui-kit/src/cssHash.ts), for the builds (tools/webpack.cjs). */
import { cssHash } from '@shop/ui-kit/cssHash';
import { uiKitCss } from '@shop/ui-kit/styles';

process.stdout.write(cssHash(uiKitCss));
