import { SimplePage } from './SimplePage';

export default function ProfilePage() {
  return (
    <SimplePage title="Profile">
      <p>Your profile details will live here. Open the dashboard to see your account today.</p>
    </SimplePage>
  );
}
