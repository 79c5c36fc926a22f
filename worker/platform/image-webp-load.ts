/**
 * The worker's WebP decoder: libwebp's wasm imported as a module (workerd compiles none from bytes) and handed to
 * image-webp.ts. Imported for its effect by worker/features/cvs/pdf/fonts.ts, which the PDF route loads on first use.
 */
import webpDecoderWasm from '@jsquash/webp/codec/dec/webp_dec.wasm';
import { provideWebpDecoder } from './image-webp';

provideWebpDecoder(webpDecoderWasm);
