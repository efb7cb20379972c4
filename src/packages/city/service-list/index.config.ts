export default definePageConfig({
  navigationBarTitleText: '投资服务',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
