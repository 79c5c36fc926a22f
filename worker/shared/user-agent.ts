/** The device a session signed in from, as far as its User-Agent says: named in the reader's language by the client. */
export interface DeviceOf {
  browser: 'edge' | 'samsung' | 'opera' | 'firefox' | 'chrome' | 'safari' | 'other';
  os: 'android' | 'ios' | 'windows' | 'macos' | 'linux' | 'chromeos' | 'other';
  mobile: boolean;
}

// Order matters: Edge, Samsung Internet and Opera also say Chrome; Chrome also says Safari; iPadOS says Macintosh.
const browsers: Array<[DeviceOf['browser'], RegExp]> = [
  ['edge', /\bEdg(?:e|A|iOS)?\//],
  ['samsung', /\bSamsungBrowser\//],
  ['opera', /\b(?:OPR|OPiOS|Opera)\//],
  ['firefox', /\b(?:Firefox|FxiOS)\//],
  ['chrome', /\b(?:Chrome|CriOS|HeadlessChrome)\//],
  ['safari', /\bVersion\/[\d.]+.*\bSafari\//],
];
const systems: Array<[DeviceOf['os'], RegExp]> = [
  ['android', /\bAndroid\b/],
  ['ios', /\b(?:iPhone|iPad|iPod)\b|\bCPU (?:iPhone )?OS \d/],
  ['chromeos', /\bCrOS\b/],
  ['windows', /\bWindows\b/],
  ['macos', /\bMac OS X\b|\bMacintosh\b/],
  ['linux', /\bLinux\b/],
];

export function deviceOf(userAgent: string | null | undefined): DeviceOf {
  const text = userAgent ?? '';
  const browser = browsers.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other';
  const os = systems.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other';
  return { browser, os, mobile: /\bMobile\b|\biPhone\b|\bAndroid\b/.test(text) };
}

/** Two sessions from the same kind of device: the browser and system, not their versions (which update weekly). */
export const sameKindOfDevice = (one: DeviceOf, other: DeviceOf) => one.browser === other.browser && one.os === other.os;

// Brand names, written the same in every language (the device list, the new-device mail).
export const browserNames: Record<Exclude<DeviceOf['browser'], 'other'>, string> = {
  chrome: 'Chrome',
  safari: 'Safari',
  firefox: 'Firefox',
  edge: 'Edge',
  samsung: 'Samsung Internet',
  opera: 'Opera',
};
export const systemNames: Record<Exclude<DeviceOf['os'], 'other'>, string> = {
  android: 'Android',
  ios: 'iOS',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  chromeos: 'ChromeOS',
};
