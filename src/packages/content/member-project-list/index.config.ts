export default definePageConfig({
  navigationBarTitleText: '城市项目',
  enablePullDownRefresh: true,
  backgroundTextStyle: 'dark',
})
