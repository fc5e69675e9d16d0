// Seeds of the REST areas beyond the events programme. Each runs on every start and fills its
// own tables only while they are empty, so start-up never overwrites content edited by staff
// (README "Storage"). A new area: one line here.
import { seedContent } from './seedContent';
import { seedEditor } from './seedEditor';
import { seedEventDetails } from './seedEventDetails';
import { seedForms } from './seedForms';
import { seedShop } from './seedShop';
import type { DomainSeed } from './domainSeedTypes';

export const DOMAIN_SEEDS: readonly DomainSeed[] = [seedShop, seedForms, seedContent, seedEditor, seedEventDetails];
