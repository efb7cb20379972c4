export default definePageConfig({
  navigationBarTitleText: '展区详情',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
