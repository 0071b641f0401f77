import { Router } from 'express';
import type { EmulatorControl } from '../../control.ts';
import type { ConnectedAccountService } from '../../services/connected-accounts.ts';
import { listConnections } from '../../services/connections.ts';
import { dashboardPage } from '../pages/dashboard-page.ts';

/** The page size the dashboard shows; the list API's maximum (core-api.md 4.2 list, 1 to 100). */
const DASHBOARD_ACCOUNTS = 100;

/** GET /: an HTML overview of the emulator's state; it shows no credentials. */
export function dashboardRoutes(deps: {
  accounts: ConnectedAccountService;
  control: EmulatorControl;
}): Router {
  const { accounts, control } = deps;
  const router = Router();
  router.get('/', async (_req, res) => {
    res.type('html').send(
      dashboardPage({
        now: control.now(),
        connections: listConnections(),
        accounts: await accounts.list({ page_size: DASHBOARD_ACCOUNTS }),
        faults: control.listFaults(),
      }),
    );
  });
  return router;
}
