import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useUser } from 'shared-graph';
import { runTokenCheck, selectExtensionAccount, startExtensionDetection, useExtensionInstalled } from 'shared-graph/host';

/**
 * SPEC §4 at boot: poll for the extension (every 3 s until it answers); once it answered and the user is loaded,
 * select the first active ad account of its local profile. Check the stored platform token once per loaded user.
 */
export function usePlatformBoot(): void {
  // Facebook's OAuth redirect appends `#_=_` to the return URL; drop it.
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (location.hash === '#_=_') navigate(`${location.pathname}${location.search}`, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  useEffect(() => startExtensionDetection(), []);

  const user = useUser();
  const userId = user?.id ?? null;
  const installed = useExtensionInstalled();
  const extensionSelectedFor = useRef<number | string | null>(null);
  useEffect(() => {
    if (!installed || userId === null || extensionSelectedFor.current === userId) return;
    extensionSelectedFor.current = userId;
    void selectExtensionAccount();
  }, [installed, userId]);

  const checkedFor = useRef<number | string | null>(null);
  const shouldCheck = user !== null && user.facebook_connected && user.role !== 'admin';
  useEffect(() => {
    if (!shouldCheck || userId === null || checkedFor.current === userId) return;
    checkedFor.current = userId;
    void runTokenCheck();
  }, [shouldCheck, userId]);
}
