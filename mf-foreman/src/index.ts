// Standalone dev boot only (`npm run dev`); the shell loads ./app through Module Federation. The dynamic import lets
// the federation runtime negotiate the shared singletons first; a production build drops the dev frame entirely.
if (process.env.NODE_ENV !== 'production') void import('./dev/bootstrap');
