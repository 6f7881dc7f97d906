import { startStorePage } from './app/prefetch';

// The page's first script: small, so it runs while the app's larger code is still arriving.
startStorePage();
