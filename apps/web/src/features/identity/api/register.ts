import type { RegisterRequest } from '@ringside/contract';
import { api } from '../../../lib/api-client';

export const register = (body: RegisterRequest) => api.post('/register', { body });
