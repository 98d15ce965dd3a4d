// The details the listing calls answer with (shown by the screens as they are).
export const listingMessages = {
  notFound: 'This job was not found.',
  removed: 'This job was removed.',
} as const;
