import { SimplePage } from './SimplePage';

export default function SettingsPage() {
  return (
    <SimplePage title="Settings">
      <p>Soon you will manage notifications and delivery preferences here.</p>
    </SimplePage>
  );
}
