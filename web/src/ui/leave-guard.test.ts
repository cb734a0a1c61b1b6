import { describe, expect, it } from 'vitest'
import { leaveTarget } from './leave-guard'

const here = { href: 'https://varhaiskasvatus.example.fi/applications/abc/edit' }
const link = (href: string, target = '', hasDownload = false) => ({ href, target, hasDownload })

describe('leaveTarget', () => {
  it('routes app links through the router', () => {
    expect(leaveTarget(link('/applications'), here)).toEqual({ kind: 'app', path: '/applications' })
    expect(leaveTarget(link('https://varhaiskasvatus.example.fi/decisions?x=1#y'), here)).toEqual({
      kind: 'app',
      path: '/decisions?x=1#y',
    })
  })
  it('loads other documents: server routes and other sites', () => {
    expect(leaveTarget(link('/api/citizen/auth/logout'), here)).toEqual({
      kind: 'document',
      href: 'https://varhaiskasvatus.example.fi/api/citizen/auth/logout',
    })
    expect(leaveTarget(link('https://www.example.fi/'), here)).toEqual({
      kind: 'document',
      href: 'https://www.example.fi/',
    })
  })
  it('lets through what does not leave the page in this tab', () => {
    expect(leaveTarget(link('/map', '_blank'), here)).toBeNull()
    expect(leaveTarget(link('/api/citizen/attachments/1/download/a.pdf', '', true), here)).toBeNull()
    expect(leaveTarget(link('#main'), here)).toBeNull()
    expect(leaveTarget(link('/applications/abc/edit'), here)).toBeNull()
    expect(leaveTarget(link('mailto:kirjaamo@example.fi'), here)).toBeNull()
    expect(leaveTarget(link('tel:+358401234567'), here)).toBeNull()
  })
  it('asks about a self-targeted link like any other', () => {
    expect(leaveTarget(link('/applications', '_self'), here)).toEqual({ kind: 'app', path: '/applications' })
  })
})
