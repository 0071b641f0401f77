import { Router } from 'express';
import type { EmulatorControl } from '../../control.ts';
import type { ConnectedAccountService } from '../../services/connected-accounts.ts';
import type { ConnectionService } from '../../services/connections.ts';
import type { OrganizationService } from '../../services/organizations.ts';
import type { UserService } from '../../services/users.ts';
import { dashboardPage } from '../pages/dashboard-page.ts';

/** How many of each resource the dashboard shows: the list APIs' largest page. */
const DASHBOARD_PAGE = { page_size: 100 };

/** GET /: an HTML overview of the emulator's state; it shows no credentials. */
export function dashboardRoutes(deps: {
  accounts: ConnectedAccountService;
  organizations: OrganizationService;
  users: UserService;
  connections: ConnectionService;
  control: EmulatorControl;
}): Router {
  const { accounts, organizations, users, connections, control } = deps;
  const router = Router();
  router.get('/', async (_req, res) => {
    res.type('html').send(
      dashboardPage({
        now: control.now(),
        connections: await connections.list(),
        organizations: await organizations.list(DASHBOARD_PAGE),
        users: await users.list(DASHBOARD_PAGE),
        accounts: await accounts.list(DASHBOARD_PAGE),
        faults: control.listFaults(),
      }),
    );
  });
  return router;
}
