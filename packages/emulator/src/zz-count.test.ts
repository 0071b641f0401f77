import { toolsForConnector } from '@plugboard/schema';
import { it } from 'vitest';
it('x', () => { for (const c of ['docsapp','crm'] as const) console.log(c, toolsForConnector(c).length); });
