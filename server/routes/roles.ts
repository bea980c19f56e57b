import type { FastifyPluginAsync } from 'fastify';

/** GET /role: the kinds of people the Create User and List Users screens manage. */
export const roleRoutes: FastifyPluginAsync = async (app) => {
  app.get('/role', { config: { access: { resource: 'roles', action: 'list' } } }, async () => {
    const roles = await app.db.selectFrom('roles').select(['id', 'roleName']).orderBy('roleName').execute();
    return roles.map((role) => ({ _id: role.id, roleName: role.roleName }));
  });
};
