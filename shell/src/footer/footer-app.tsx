import React from 'react';
import ReactDOMClient from 'react-dom/client';
import { DesignProvider, RenderInSlices } from 'shared-kit';
import singleSpaReact from 'single-spa-react';
import styled from 'styled-components';
import { FooterLinks } from './footer-links';

const Wrapper = styled.div`
  background: #0f172a;
  color: #e2e8f0;
  margin-top: 3rem;
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: 2.5rem 1.25rem 1.5rem;
`;

const Columns = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 2rem 3rem;
`;

const Brand = styled.div`
  flex: 1 1 16rem;
  p {
    margin: 0.5rem 0 0;
    color: #cbd5e1;
    max-width: 22rem;
  }
  strong {
    font-size: 1.1rem;
  }
`;

const Legal = styled.p`
  margin: 2rem 0 0;
  padding-top: 1rem;
  border-top: 1px solid #334155;
  font-size: 0.85rem;
  color: #cbd5e1;
`;

function Footer() {
  return (
    <Wrapper>
      <Inner>
        <Columns>
          <Brand>
            <strong>Student Gigs</strong>
            <p>
              Flexible part-time work for students, close to campus, with local businesses that want
              you on the team.
            </p>
          </Brand>
          <FooterLinks />
        </Columns>
        <Legal>
          © {new Date().getFullYear()} Student Gigs Pty Ltd, Sydney NSW. Made in Australia.
        </Legal>
      </Inner>
    </Wrapper>
  );
}

/** The footer as its own single-spa application, active on the main layout only. */
export const { bootstrap, mount, unmount } = singleSpaReact({
  React,
  ReactDOMClient,
  rootComponent: () => (
    <RenderInSlices>
      <DesignProvider>
        <Footer />
      </DesignProvider>
    </RenderInSlices>
  ),
  domElementGetter: () => document.getElementById('app-footer') ?? document.body,
  errorBoundary: () => <p role="alert">The footer could not be shown.</p>,
});
