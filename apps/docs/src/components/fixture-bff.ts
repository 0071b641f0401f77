// The live examples run the real components against the stand-in BFF the stories use: the docs
// site is static, so there is no BFF to call.
export {
  createFixtureFetch,
  fixtureAccount,
} from '../../../../packages/ui/src/stories/fixture-bff.ts';
