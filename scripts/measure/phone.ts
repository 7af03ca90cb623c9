// How the benchmarks slow Chromium down to a mid-range phone, as Lighthouse's devtools throttling does.

/** The CPU slowdown of Lighthouse's mobile preset. */
export const cpuSlowdown = 4;

/** Slow 4G as Lighthouse's devtools throttling sets it: 562.5 ms round trips, 1.47 Mbps down, 675 kbps up. */
export const slow4g = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
