/** "3 places left", "1 place left", "no places left": how many more applications a job takes. */
export function placesLeftText(taken: number, max: number): string {
  const left = Math.max(0, max - taken);
  return left === 0 ? 'no places left' : left === 1 ? '1 place left' : `${left} places left`;
}

/**
 * What "0 / 3" means, in words: the applications received out of the most the employer takes
 * ("0 of 3 applications received, 3 places left").
 */
export function applicantsText(taken: number, max: number): string {
  return `${taken} of ${max} applications received, ${placesLeftText(taken, max)}`;
}

/** A distance as a card says it: "3.2 km away", "under 0.1 km away". */
export function distanceText(km: number): string {
  return km < 0.1 ? 'under 0.1 km away' : `${km.toFixed(1)} km away`;
}
