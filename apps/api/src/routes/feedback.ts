import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

// Scaffold: the routes arrive with the feedback work.
export const feedbackRoutes: FastifyPluginAsyncZod = async () => {};
