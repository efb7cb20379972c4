export default definePageConfig({
  navigationBarTitleText: '参展企业',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
