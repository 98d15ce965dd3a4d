import { Route, Routes } from 'react-router-dom';
import { AuthCard } from '../components/auth-card';

/** mf-auth's routes, on full paths; the sign-up, login and reset screens come with the accounts issue. */
export function App() {
  return (
    <Routes>
      <Route
        path="/auth/signup"
        element={<AuthCard title="Create your account" intro="Start with your email address." />}
      />
      <Route
        path="/auth/confirm"
        element={
          <AuthCard title="Check your email" intro="Enter the six-digit code we sent you." />
        }
      />
      <Route
        path="/auth/password"
        element={<AuthCard title="Create a password" intro="Use at least 8 characters." />}
      />
      <Route
        path="/auth/details"
        element={
          <AuthCard
            title="Tell us about yourself"
            intro="Choose whether you're a student or an employer."
          />
        }
      />
      <Route
        path="/auth/login"
        element={<AuthCard title="Log in" intro="Welcome back to Student Gigs." />}
      />
      <Route
        path="/auth/reset/email"
        element={
          <AuthCard
            title="Forgot your password?"
            intro="Enter your email and we'll send you a link to reset your password."
          />
        }
      />
      <Route
        path="/auth/reset/password"
        element={<AuthCard title="Reset your password" intro="Choose a new password." />}
      />
    </Routes>
  );
}
