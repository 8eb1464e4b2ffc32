import { SignupLanding } from '../components/signup-landing';

/** /auth/signup, "Signup landing" (spec 2). */
export default function SignupLandingRoute() {
  return <SignupLanding />;
}
