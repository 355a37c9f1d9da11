import { mountDevShell } from 'build-tools/dev-shell';
import area from '../routes';

mountDevShell({ name: 'rules', area });
