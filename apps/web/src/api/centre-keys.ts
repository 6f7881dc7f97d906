/** Query keys of the buyer centre; a mutation invalidates the branch it changed. */
export const centreKeys = {
  profile: (firmId: string) => ['centre', 'profile', firmId] as const,
  pubFirmTypes: ['centre', 'pub-firm-types'] as const,
  messages: {
    /** Every list page and the header's unread badge. */
    all: ['centre', 'messages'] as const,
    lists: ['centre', 'messages', 'list'] as const,
    list: (input: unknown) => ['centre', 'messages', 'list', input] as const,
    unread: ['centre', 'messages', 'unread'] as const,
  },
};
