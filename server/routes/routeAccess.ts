import type { FastifyContextConfig, RouteShorthandOptions } from 'fastify';
import type { ResourceDeclaration } from '../../resources/core/defineResource';

/** A declared resource's route options: who may call it (`action` on the resource, checked by plugins/auth.ts), with any other config. */
export const accessTo = (declaration: ResourceDeclaration, action: string, config: FastifyContextConfig = {}): RouteShorthandOptions => ({
  config: { ...config, access: { resource: declaration.name, action } },
});
