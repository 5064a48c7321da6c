// Standalone dev frame (CONVENTIONS §1): boots mf-foreman alone against the running bff, without the shell.
import { startDevArea } from 'shared-kit/dev';
import * as lifecycles from '../app';
import { AREA } from '../area';

startDevArea(AREA, lifecycles);
