// Testing Library unmounts after each test only when it can see a global afterEach; vitest runs
// without globals here, so register the cleanup explicitly.
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
