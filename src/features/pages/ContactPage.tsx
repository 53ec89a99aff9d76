import { SimplePage } from './SimplePage';

export default function ContactPage() {
  return (
    <SimplePage title="Contact">
      <p>Questions about an order? Call us or write to us: we are here to help Monday-Friday 9am-6pm.</p>
    </SimplePage>
  );
}
