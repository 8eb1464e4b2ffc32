/** Query keys of invitation links as their holder reads them (no club yet: the link names it). */
export const invitationLinkKeys = {
  all: ['invitation-links'] as const,
  preview: (token: string) => [...invitationLinkKeys.all, 'preview', token] as const,
};
