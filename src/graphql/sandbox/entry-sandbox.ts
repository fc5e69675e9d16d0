// The sandbox's browser entry (its own build entry, so visitors of the site never load it).
// The server sends an empty shell (renderSandboxPage); everything renders here.
import { mountSandbox } from './mountSandbox';
import { SANDBOX_ROOT_ID } from './sandboxRoot';

const root = document.getElementById(SANDBOX_ROOT_ID);
if (root) mountSandbox(root, root.dataset.endpoint ?? '/graphql');
