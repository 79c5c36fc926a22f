// Optional configuration that `wrangler types` cannot see (set only in some deployments).
interface Env {
  TURSO_DATABASE_URL?: string;
  TURSO_AUTH_TOKEN?: string;
  RESEND_BASE_URL?: string;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  VAPID_SUBJECT?: string;
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_BASE_URL?: string;
  TELEGRAM_GATEWAY_TOKEN?: string;
  TELEGRAM_GATEWAY_BASE_URL?: string;
  TELEGRAM_BOT_TOKEN?: string;
  TELEGRAM_BOT_BASE_URL?: string;
}

declare module '*.wasm' {
  const module: WebAssembly.Module;
  export default module;
}
