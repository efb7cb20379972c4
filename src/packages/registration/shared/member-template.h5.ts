/** H5: the members template is downloaded by a link (sent as an attachment, under the server's name), the page kept. */
export async function saveMemberTemplate(url: string): Promise<void> {
  const link = document.createElement('a')
  link.href = url
  link.download = ''
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
}
