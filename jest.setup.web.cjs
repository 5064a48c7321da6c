require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// Screens load through React.lazy: the first test of a file that opens one waits for that screen's modules to be
// compiled by SWC in a cold jest worker. On a busy CI machine (lerna runs packages side by side, the api's suites
// beside them) that took over Testing Library's default 1 s once (mf-masterdata, project-page "New Project"), and
// a wait that expires only means "not yet". findBy*/waitFor wait up to 4 s; an assertion that cannot come true
// still fails, within jest's 5 s per test.
configure({ asyncUtilTimeout: 4000 });
