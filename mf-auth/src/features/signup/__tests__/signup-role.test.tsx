import { cleanup, fireEvent, screen } from '@testing-library/react';
import { clearAuthFlow, setAuthFlowStage, setSignupToken } from 'shared-kit';
import { renderScreen } from 'shared-kit/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DetailsScreen } from '../components/details-screen';
import { SignupEmailScreen } from '../components/signup-email-screen';

vi.mock('single-spa', () => ({ navigateToUrl: vi.fn() }));

beforeEach(() => {
  sessionStorage.clear();
  // The student's form asks for the qualification list; these tests read no answer.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise(() => {})),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Opens step 1 at `url`, then goes on to the details step as the mailed code would. */
function openSignupThenDetails(url: string) {
  renderScreen(<SignupEmailScreen />, url);
  const title = screen.getByRole('heading', { level: 1 }).textContent;
  cleanup();
  setSignupToken('token-1');
  setAuthFlowStage('details');
  renderScreen(<DetailsScreen />, '/auth/details');
  return title;
}

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('sign-up opened for an account type', () => {
  it('starts as an employer from the employers page link, through to the details step', () => {
    expect(openSignupThenDetails('/auth/signup?role=employer')).toBe(
      'Create your employer account',
    );
    expect(selectedTab()).toBe("I'm an employer");
    expect(screen.getByLabelText(/Business name/)).toBeTruthy();
    expect(screen.queryByLabelText(/Full name/)).toBeNull();
  });

  it("keeps SPEC's default, the student, when opened from anywhere else", () => {
    expect(openSignupThenDetails('/auth/signup')).toBe('Create your account');
    expect(selectedTab()).toBe("I'm a student");
  });

  it('falls back to the student for a role it does not know', () => {
    for (const role of ['moderator', 'admin', 'EMPLOYER', '']) {
      sessionStorage.clear();
      expect(openSignupThenDetails(`/auth/signup?role=${role}`)).toBe('Create your account');
      expect(selectedTab()).toBe("I'm a student");
      cleanup();
    }
  });

  it('forgets an earlier employer link when a new sign-up starts from a plain link', () => {
    openSignupThenDetails('/auth/signup?role=employer');
    cleanup();
    clearAuthFlow();
    expect(openSignupThenDetails('/auth/signup')).toBe('Create your account');
    expect(selectedTab()).toBe("I'm a student");
  });

  it('keeps the employer when the same sign-up comes back to the email step', () => {
    renderScreen(<SignupEmailScreen />, '/auth/signup?role=employer');
    cleanup();
    // "That wasn't my email" returns to /auth/signup, with the flow still going.
    expect(openSignupThenDetails('/auth/signup')).toBe('Create your employer account');
    expect(selectedTab()).toBe("I'm an employer");
  });

  it('still lets the person switch tabs at the details step', () => {
    openSignupThenDetails('/auth/signup?role=employer');
    fireEvent.click(screen.getByRole('tab', { name: "I'm a student" }));
    expect(selectedTab()).toBe("I'm a student");
  });
});
