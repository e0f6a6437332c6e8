import { asRole, readsInsights } from './constants';

describe('who gets the weekly digest', () => {
  it('is whoever may see the insights: viewers and admins, never editors', () => {
    expect(['viewer', 'admin', 'editor'].map(readsInsights)).toEqual([true, true, false]);
  });

  it('reads a role Better Auth left empty, or one it does not know, as a viewer, as the guards do', () => {
    expect([asRole(null), asRole('owner')]).toEqual(['viewer', 'viewer']);
    expect([readsInsights(null), readsInsights('owner')]).toEqual([true, true]);
  });
});
