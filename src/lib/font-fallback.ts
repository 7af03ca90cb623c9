// Metric overrides that make a local font take the same space as the web
// font, so swapping to it moves nothing (the method of Capsize's createFontStack).
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

// Rounded to two decimals and written the way Prettier writes numbers (0%, 21.1%).
const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;

export function fallbackOverrides(webFont: FontMetrics, localFont: FontMetrics) {
  const sizeAdjust = webFont.xWidthAvg / webFont.unitsPerEm / (localFont.xWidthAvg / localFont.unitsPerEm);
  const scaled = (value: number) => percent(Math.abs(value) / (webFont.unitsPerEm * sizeAdjust));
  return {
    'ascent-override': scaled(webFont.ascent),
    'descent-override': scaled(webFont.descent),
    'line-gap-override': scaled(webFont.lineGap),
    'size-adjust': percent(sizeAdjust),
  };
}
