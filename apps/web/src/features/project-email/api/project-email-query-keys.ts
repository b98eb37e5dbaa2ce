export const projectEmailQueryKey = (projectId: string) =>
  ['projects', projectId, 'email'] as const;
