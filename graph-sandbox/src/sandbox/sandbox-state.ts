import { CallCounter } from '../control/call-counter';
import { FaultStore } from '../control/fault-store';
import { ThrottleStore } from '../control/throttle-store';
import { LatencyProfile } from '../conditions/latency-profile';
import { OAuthCodeStore } from '../endpoints/oauth/oauth-code-store';
import { UsageTracker } from '../graph/usage/usage-tracker';
import { abortableDelay } from '../lib/abortable-delay';
import { buildWorld, type World } from '../world/world';
import type { ResolvedOptions } from './options';

/** Everything one sandbox instance holds; `reset()` brings it back to the freshly seeded state. */
export class SandboxState {
  world: World;
  readonly faults = new FaultStore();
  readonly calls = new CallCounter();
  readonly usage: UsageTracker;
  readonly throttles = new ThrottleStore();
  readonly latency: LatencyProfile;
  readonly oauthCodes = new OAuthCodeStore();
  private readonly closing = new AbortController();

  constructor(readonly options: ResolvedOptions) {
    this.usage = new UsageTracker(options.quotas);
    this.latency = new LatencyProfile(options.latency, options.seed);
    this.world = this.buildWorld();
  }

  now(): number {
    return this.options.now();
  }

  private buildWorld(): World {
    const { seed, appId, appSecret, appName, largeAccount } = this.options;
    return buildWorld({ seed, app: { id: appId, secret: appSecret, name: appName }, builtAt: this.now(), largeAccount });
  }

  /** Holds a call for the `timeout` fault; cut short when the sandbox closes. */
  holdForTimeout(): Promise<boolean> {
    return abortableDelay(this.options.timeoutFaultMs, this.closing.signal);
  }

  /** Waits out a latency delay; cut short when the sandbox closes. */
  async sleep(ms: number): Promise<void> {
    if (ms <= 0) return;
    if (this.options.sleep) await this.options.sleep(ms, this.closing.signal);
    else await abortableDelay(ms, this.closing.signal);
  }

  /** Releases held calls so closing never waits on them. */
  releaseHeldCalls(): void {
    this.closing.abort();
  }

  reset(): void {
    this.world = this.buildWorld();
    this.faults.clear();
    this.calls.reset();
    this.usage.reset();
    this.throttles.clear();
    this.latency.reset();
    this.oauthCodes.clear();
  }
}
