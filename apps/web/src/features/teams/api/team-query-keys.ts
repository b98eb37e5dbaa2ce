export const teamQueryKeys = {
  members: (projectId: string) => ['projects', projectId, 'members'] as const,
  invitations: (projectId: string) => ['projects', projectId, 'invitations'] as const,
  invitation: (inviteId: string) => ['invitations', inviteId] as const,
};
