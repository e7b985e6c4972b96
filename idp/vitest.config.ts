import { defineProject } from 'vitest/config';

export default defineProject({ test: { name: 'idp', include: ['src/**/*.test.ts'] } });
