/** The lower median: always one of the measured samples (of an even count, the faster middle one). */
export const median = (xs: readonly number[]): number => {
  if (xs.length === 0) throw new Error('median of no samples');
  return [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;
};
