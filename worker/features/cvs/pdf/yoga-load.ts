/**
 * The worker's yoga: the wasm imported as a module and handed to yoga-layout's loader (see yoga.ts). Imported for
 * its effect by fonts.ts, so whatever gives renderCvPdf its fonts in the worker also readies yoga. Node compiles
 * yoga-layout's own bytes and needs neither.
 */
import yogaWasm from './yoga.wasm';
import { provideYogaModule } from './yoga';

provideYogaModule(yogaWasm);
