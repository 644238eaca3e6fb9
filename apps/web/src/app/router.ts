import { createBrowserRouter } from '@/lib/router';
import { appRoutes } from './routes';

export const router = createBrowserRouter(appRoutes);
