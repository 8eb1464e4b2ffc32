import { defineProject } from 'vitest/config';

// The repository's own ESLint rules (RuleTester), run from the repository root like ESLint itself.
export default defineProject({ test: { name: 'tools', include: ['*.test.js'], root: import.meta.dirname } });
