export { d1File } from '../../db/local-d1-file.ts';
